import { useTranslation } from 'react-i18next';
import { FILE_POLICIES, type StoredFileInfo } from '@portal/contract';
import { FilesField } from '../../../shared/files/files-field.tsx';
import { uploadAttachment } from '../api/bulletins.api.ts';

interface AttachmentsFieldProps {
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
  /** Where a saved attachment downloads from; new ones are not downloadable until saved. */
  downloadPath: (fileId: string) => string | null;
  isReadOnly: boolean;
}

/** A bulletin's attachments: the shared files field over the bulletins' upload endpoint. */
export function AttachmentsField(props: AttachmentsFieldProps) {
  const { t } = useTranslation();
  return <FilesField label={t('bulletinsPage.fields.adjuntos')} upload={uploadAttachment} policy={FILE_POLICIES.document} {...props} />;
}
