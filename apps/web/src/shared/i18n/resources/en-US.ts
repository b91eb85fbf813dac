import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * Every English text, in its own chunk: the server's messages (the contract's locales) and the web app's (one file
 * per area under src/). Loaded only when English is the language (i18n.ts).
 */
export default mergeCatalogues(
  mergeFiles(import.meta.glob<Tree>('../../../../../../packages/contract/src/locales/*.en-US.json', { eager: true, import: 'default' })),
  mergeFiles(import.meta.glob<Tree>('../../../**/*.en-US.json', { eager: true, import: 'default' })),
);
