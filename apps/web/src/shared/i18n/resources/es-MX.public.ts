import { mergeCatalogues } from '@portal/contract/catalogue-merge';
import { mergeFiles, type Tree } from '../merge-files.ts';

/**
 * The Spanish texts of the screens before sign-in (login, registration, password reset, status pages): the shell's,
 * the auth area's and the contract's core messages (auth, problem, validation). A small chunk of its own, so the login
 * screen does not download every text of the portal; the rest (`es-MX.ts`) loads on the way into a signed-in screen.
 */
export default mergeCatalogues(
  mergeFiles(import.meta.glob<Tree>('../../../../../../packages/contract/src/locales/core.es-MX.json', { eager: true, import: 'default' })),
  mergeFiles(import.meta.glob<Tree>(['../shell.es-MX.json', '../../../features/auth/*.es-MX.json'], { eager: true, import: 'default' })),
);
