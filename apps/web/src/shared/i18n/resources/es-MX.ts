import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * Every Spanish text, in its own chunk: the server's messages (the contract's locales) and the web app's (one file
 * per area under src/). Loaded only when Spanish is the language (i18n.ts).
 */
export default mergeCatalogues(
  mergeFiles(import.meta.glob<Tree>('../../../../../../packages/contract/src/locales/*.es-MX.json', { eager: true, import: 'default' })),
  mergeFiles(import.meta.glob<Tree>('../../../**/*.es-MX.json', { eager: true, import: 'default' })),
);
