import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * Every other Spanish text, in its own chunk: the server's messages (the contract's locales) and the web app's (one file
 * per area under src/), less those of the screens before sign-in (`es-MX.public.ts`, always loaded first). Loaded only
 * when Spanish is the language and a screen past sign-in is on its way (i18n.ts).
 */
export default mergeCatalogues(
  mergeFiles(
    import.meta.glob<Tree>(['../../../../../../packages/contract/src/locales/*.es-MX.json', '!**/core.es-MX.json'], {
      eager: true,
      import: 'default',
    }),
  ),
  mergeFiles(
    import.meta.glob<Tree>(['../../../**/*.es-MX.json', '!../shell.es-MX.json', '!../../../features/auth/*.es-MX.json'], {
      eager: true,
      import: 'default',
    }),
  ),
);
