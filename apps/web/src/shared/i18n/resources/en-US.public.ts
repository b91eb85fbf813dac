import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * The English texts of the screens before sign-in (login, registration, password reset, status pages): the shell's,
 * the auth area's and the contract's core messages (auth, problem, validation). A small chunk of its own, so the login
 * screen does not download every text of the portal; the rest (`en-US.ts`) loads on the way into a signed-in screen.
 */
export default mergeCatalogues(
  mergeFiles(import.meta.glob<Tree>('../../../../../../packages/contract/src/locales/core.en-US.json', { eager: true, import: 'default' })),
  mergeFiles(import.meta.glob<Tree>(['../shell.en-US.json', '../../../features/auth/*.en-US.json'], { eager: true, import: 'default' })),
);
