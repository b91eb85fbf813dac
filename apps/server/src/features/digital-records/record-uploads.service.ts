import type { RecordUploadQuery } from '@portal/contract/features/digital-records';
import { expedienteArchivos, type Database } from '@portal/db';

/** Writes an uploaded file into a record (its stored file already checked); answers its record file id. */
export async function addUpload(
  db: Database,
  userId: number,
  pedimentoId: number,
  input: RecordUploadQuery,
  fileId: string,
): Promise<string> {
  const [row] = await db
    .insert(expedienteArchivos)
    .values({
      pedimentoId,
      tipo: input.tipo,
      fileId,
      metadato1: input.metadato1 ?? '',
      metadato2: input.metadato2 ?? '',
      createdBy: userId,
    })
    .returning({ archivoId: expedienteArchivos.archivoId });
  return `u${row!.archivoId}`;
}
