import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * Every other English text, in its own chunk: the server's messages (the contract's locales) and the web app's (one file
 * per area under src/), less those of the screens before sign-in (`en-US.public.ts`, always loaded first). Loaded only
 * when English is the language and a screen past sign-in is on its way (i18n.ts).
 */
export default mergeCatalogues(
  mergeFiles(
    import.meta.glob<Tree>(['../../../../../../packages/contract/src/locales/*.en-US.json', '!**/core.en-US.json'], {
      eager: true,
      import: 'default',
    }),
  ),
  mergeFiles(
    import.meta.glob<Tree>(['../../../**/*.en-US.json', '!../shell.en-US.json', '!../../../features/auth/*.en-US.json'], {
      eager: true,
      import: 'default',
    }),
  ),
);
