import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

interface BulletinEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string;
  isReadOnly?: boolean;
}

/** The bulletin's rich text: the few formats the server keeps (bold, italic, lists, headings, quotes, links). */
export function BulletinEditor({ value, onChange, label, error, isReadOnly = false }: BulletinEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: value,
    editable: !isReadOnly,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, 'data-testid': 'bulletin-content-editor' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor?.setEditable(!isReadOnly);
  }, [editor, isReadOnly]);

  return (
    <Input.Wrapper label={label} required error={error}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('bulletinsPage.editor.bold'),
          italicControlLabel: t('bulletinsPage.editor.italic'),
          underlineControlLabel: t('bulletinsPage.editor.underline'),
          bulletListControlLabel: t('bulletinsPage.editor.bulletList'),
          orderedListControlLabel: t('bulletinsPage.editor.orderedList'),
          h2ControlLabel: t('bulletinsPage.editor.heading'),
          blockquoteControlLabel: t('bulletinsPage.editor.quote'),
          linkControlLabel: t('bulletinsPage.editor.link'),
          unlinkControlLabel: t('bulletinsPage.editor.unlink'),
        }}
      >
        {!isReadOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
