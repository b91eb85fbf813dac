import type { PrevioDetail, PrevioFoto, PrevioInput, PrevioLine } from '@portal/contract/features/previos';

/** A line as the form holds it: text inputs hold '' where the API holds null, photos with their sizes. */
export interface LineValues {
  key: string;
  lineaId?: number;
  numeroFactura: string;
  parteId: number | null;
  numeroParte: string;
  descripcion: string;
  fraccion: string;
  cantidadFisica: string;
  cantidadFactura: string;
  unidad: string;
  paisOrigenFisico: string;
  paisOrigenFactura: string;
  marca: string;
  modelo: string;
  numeroSerie: string;
  bultos: number | string;
  peso: string;
  ordenCompra: string;
  observaciones: string;
  diferenciaConfirmada: boolean;
  fotos: PrevioFoto[];
}

export interface PrevioValues {
  clienteId: number | null;
  recintoId: number | null;
  procesador: string;
  lineaTransporteId: number | null;
  proveedorId: number | null;
  pedimentoId: number | null;
  fechaEntrada: string;
  fechaPrevio: string;
  guiaMaster: string;
  guiaHouse: string;
  numeroContenedor: string;
  candadoInicial: string;
  candadoFinal: string;
  discrepancia: string;
  horaInicio: string;
  terminado: boolean;
  tipoCarga: string | null;
  tipoPrevio: string | null;
  horaSolicitudMercancia: string;
  horaEntregaMercancia: string;
  bultos: number | string;
  pesoTotal: string;
  etiquetas: string;
  cuantificado: boolean;
  bultoDaniado: boolean;
  danio: string;
  fotoGuia: PrevioFoto | null;
  fotoDanio: PrevioFoto | null;
  documentos: { tipo: string; nombre: string }[];
  observacionesGenerales: string;
  lineas: LineValues[];
}

let lineCounter = 0;
const nextKey = () => `line-${(lineCounter += 1)}`;

export function emptyLine(): LineValues {
  return {
    key: nextKey(),
    numeroFactura: '',
    parteId: null,
    numeroParte: '',
    descripcion: '',
    fraccion: '',
    cantidadFisica: '',
    cantidadFactura: '',
    unidad: '',
    paisOrigenFisico: '',
    paisOrigenFactura: '',
    marca: '',
    modelo: '',
    numeroSerie: '',
    bultos: '',
    peso: '',
    ordenCompra: '',
    observaciones: '',
    diferenciaConfirmada: false,
    fotos: [],
  };
}

const orEmpty = (value: string | null | undefined) => value ?? '';
const today = () => new Date().toISOString().slice(0, 10);

function lineValues(line: PrevioLine): LineValues {
  return {
    key: nextKey(),
    lineaId: line.lineaId,
    numeroFactura: orEmpty(line.numeroFactura),
    parteId: line.parteId ?? null,
    numeroParte: orEmpty(line.numeroParte),
    descripcion: line.descripcion,
    fraccion: orEmpty(line.fraccion),
    cantidadFisica: line.cantidadFisica,
    cantidadFactura: line.cantidadFactura,
    unidad: orEmpty(line.unidad),
    paisOrigenFisico: orEmpty(line.paisOrigenFisico),
    paisOrigenFactura: orEmpty(line.paisOrigenFactura),
    marca: orEmpty(line.marca),
    modelo: orEmpty(line.modelo),
    numeroSerie: orEmpty(line.numeroSerie),
    bultos: line.bultos ?? '',
    peso: orEmpty(line.peso),
    ordenCompra: orEmpty(line.ordenCompra),
    observaciones: orEmpty(line.observaciones),
    diferenciaConfirmada: line.diferenciaConfirmada ?? false,
    fotos: line.fotos,
  };
}

export function previoValues(item: PrevioDetail | null): PrevioValues {
  return {
    clienteId: item?.clienteId ?? null,
    recintoId: item?.recintoId ?? null,
    procesador: orEmpty(item?.procesador),
    lineaTransporteId: item?.lineaTransporteId ?? null,
    proveedorId: item?.proveedorId ?? null,
    pedimentoId: item?.pedimentoId ?? null,
    fechaEntrada: orEmpty(item?.fechaEntrada),
    fechaPrevio: item?.fechaPrevio ?? today(),
    guiaMaster: orEmpty(item?.guiaMaster),
    guiaHouse: orEmpty(item?.guiaHouse),
    numeroContenedor: orEmpty(item?.numeroContenedor),
    candadoInicial: orEmpty(item?.candadoInicial),
    candadoFinal: orEmpty(item?.candadoFinal),
    discrepancia: orEmpty(item?.discrepancia),
    horaInicio: orEmpty(item?.horaInicio),
    terminado: item?.terminado ?? false,
    tipoCarga: item?.tipoCarga ?? null,
    tipoPrevio: item?.tipoPrevio ?? null,
    horaSolicitudMercancia: orEmpty(item?.horaSolicitudMercancia),
    horaEntregaMercancia: orEmpty(item?.horaEntregaMercancia),
    bultos: item?.bultos ?? '',
    pesoTotal: orEmpty(item?.pesoTotal),
    etiquetas: orEmpty(item?.etiquetas),
    cuantificado: item?.cuantificado ?? false,
    bultoDaniado: item?.bultoDaniado ?? false,
    danio: orEmpty(item?.danio),
    fotoGuia: item?.fotoGuia ?? null,
    fotoDanio: item?.fotoDanio ?? null,
    documentos: item?.documentos ?? [],
    observacionesGenerales: orEmpty(item?.observacionesGenerales),
    lineas: item ? item.lineas.map(lineValues) : [],
  };
}

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());
const intOrNull = (value: number | string) => (value === '' || value === null ? null : Number(value));

/** The API body of the form's values (the contract's schema validates it, in the form and on the server). */
export function previoInput(values: PrevioValues, item: PrevioDetail | null): PrevioInput {
  return {
    ...(item ? { previoId: item.previoId, rowVersion: item.rowVersion } : {}),
    clienteId: values.clienteId as number,
    recintoId: values.recintoId,
    procesador: nullIfEmpty(values.procesador),
    lineaTransporteId: values.lineaTransporteId,
    proveedorId: values.proveedorId,
    pedimentoId: values.pedimentoId,
    fechaEntrada: nullIfEmpty(values.fechaEntrada),
    fechaPrevio: values.fechaPrevio,
    guiaMaster: nullIfEmpty(values.guiaMaster),
    guiaHouse: nullIfEmpty(values.guiaHouse),
    numeroContenedor: nullIfEmpty(values.numeroContenedor),
    candadoInicial: nullIfEmpty(values.candadoInicial),
    candadoFinal: nullIfEmpty(values.candadoFinal),
    discrepancia: nullIfEmpty(values.discrepancia),
    horaInicio: nullIfEmpty(values.horaInicio),
    terminado: values.terminado,
    tipoCarga: values.tipoCarga as PrevioInput['tipoCarga'],
    tipoPrevio: values.tipoPrevio as PrevioInput['tipoPrevio'],
    horaSolicitudMercancia: nullIfEmpty(values.horaSolicitudMercancia),
    horaEntregaMercancia: nullIfEmpty(values.horaEntregaMercancia),
    bultos: intOrNull(values.bultos),
    pesoTotal: nullIfEmpty(values.pesoTotal),
    etiquetas: nullIfEmpty(values.etiquetas),
    cuantificado: values.cuantificado,
    bultoDaniado: values.bultoDaniado,
    danio: nullIfEmpty(values.danio),
    fotoGuiaId: values.fotoGuia?.fotoId ?? null,
    fotoDanioId: values.fotoDanio?.fotoId ?? null,
    documentos: values.documentos,
    observacionesGenerales: nullIfEmpty(values.observacionesGenerales),
    lineas: values.lineas.map(({ key: _key, fotos, bultos, lineaId: _id, ...line }) => ({
      ...line,
      numeroFactura: nullIfEmpty(line.numeroFactura),
      numeroParte: nullIfEmpty(line.numeroParte),
      fraccion: nullIfEmpty(line.fraccion),
      unidad: nullIfEmpty(line.unidad),
      paisOrigenFisico: nullIfEmpty(line.paisOrigenFisico),
      paisOrigenFactura: nullIfEmpty(line.paisOrigenFactura),
      marca: nullIfEmpty(line.marca),
      modelo: nullIfEmpty(line.modelo),
      numeroSerie: nullIfEmpty(line.numeroSerie),
      peso: nullIfEmpty(line.peso),
      ordenCompra: nullIfEmpty(line.ordenCompra),
      observaciones: nullIfEmpty(line.observaciones),
      bultos: intOrNull(bultos),
      fotos: fotos.map((f) => f.fotoId),
    })),
  };
}
