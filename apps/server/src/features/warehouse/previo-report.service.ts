import { jsPDF } from 'jspdf';
import { translate, type Language } from '@portal/contract';
import type { PublicPrevio } from '@portal/contract/features/previos';
import { previoFotos } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';

const PAGE = { width: 215.9, height: 279.4, margin: 15 };
const PHOTO = { width: 58, height: 44, gap: 4 };

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The printable report of a previo, made on the server (docs/decisions/0100-previos.md): its data, then each
 * line with its photos (the 320 px thumbnails, sharp enough at this size and light to send), in the caller's
 * language, US letter.
 */
export async function previoReport(deps: AppDeps, previo: PublicPrevio, language: Language): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `previos.report.${key}`, params);
  const thumbs = new Map(
    (await deps.db.select().from(previoFotos).where(eq(previoFotos.previoId, previo.previoId))).map((f) => [f.fotoId, f.miniaturaId]),
  );
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  let y = PAGE.margin;
  const room = (needed: number) => {
    if (y + needed <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const line = (text: string, size = 10) => {
    doc.setFontSize(size);
    for (const part of doc.splitTextToSize(text, PAGE.width - 2 * PAGE.margin) as string[]) {
      room(size * 0.5);
      doc.text(part, PAGE.margin, y);
      y += size * 0.45;
    }
  };
  const photos = async (fotoIds: string[]) => {
    let x = PAGE.margin;
    room(PHOTO.height + PHOTO.gap);
    for (const fotoId of fotoIds) {
      const file = await deps.files.find(thumbs.get(fotoId) ?? '');
      if (!file) continue;
      if (x + PHOTO.width > PAGE.width - PAGE.margin) {
        x = PAGE.margin;
        y += PHOTO.height + PHOTO.gap;
        room(PHOTO.height + PHOTO.gap);
      }
      doc.addImage(await readAll(await deps.files.open(file)), 'JPEG', x, y, PHOTO.width, PHOTO.height);
      x += PHOTO.width + PHOTO.gap;
    }
    if (fotoIds.length > 0) y += PHOTO.height + PHOTO.gap;
  };
  const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

  line(t('title', { folio: previo.folio }), 16);
  y += 2;
  line(`${t('cliente')}: ${dash(previo.clienteNombre)}`);
  line(`${t('recinto')}: ${dash(previo.recintoNombre)}`);
  line(`${t('fechaPrevio')}: ${previo.fechaPrevio}`);
  line(`${t('guias')}: ${dash(previo.guiaMaster)} / ${dash(previo.guiaHouse)}`);
  line(`${t('contenedor')}: ${dash(previo.numeroContenedor)}`);
  line(`${t('candados')}: ${dash(previo.candadoInicial)} / ${dash(previo.candadoFinal)}`);
  line(`${t('bultos')}: ${dash(previo.bultos)} / ${dash(previo.pesoTotal)}`);
  line(`${t('etiquetas')}: ${dash(previo.etiquetas)}`);
  if (previo.bultoDaniado) line(`${t('danio')}: ${dash(previo.danio)}`);
  line(`${t('concluido')}: ${dash(previo.concluidoAt?.slice(0, 16).replace('T', ' '))} ${dash(previo.concluidoPorNombre)}`);
  line(`${t('observaciones')}: ${dash(previo.observacionesGenerales)}`);
  if (previo.fotoGuia) {
    y += 2;
    line(t('fotoGuia'), 11);
    await photos([previo.fotoGuia.fotoId]);
  }
  if (previo.fotoDanio) {
    line(t('fotoDanio'), 11);
    await photos([previo.fotoDanio.fotoId]);
  }
  for (const [i, l] of previo.lineas.entries()) {
    y += 3;
    line(t('linea', { n: i + 1, descripcion: l.descripcion }), 12);
    line(t('cantidades', { fisica: l.cantidadFisica, factura: l.cantidadFactura, unidad: l.unidad ?? '' }));
    line(t('parte', { parte: dash(l.numeroParte), factura: dash(l.numeroFactura) }));
    await photos(l.fotos.map((f) => f.fotoId));
  }
  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n += 1) {
    doc.setPage(n);
    doc.setFontSize(8);
    doc.text(t('pagina', { n, total: pages }), PAGE.width - PAGE.margin, PAGE.height - 8, { align: 'right' });
  }
  return Buffer.from(doc.output('arraybuffer'));
}
