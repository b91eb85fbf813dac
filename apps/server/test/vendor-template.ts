/**
 * The vendor boarding template's header row as the spec writes it (Spanish, in its order): what the tests and the
 * Excel bench upload. Written out here rather than read from the server's translations, so that a wrong or reordered
 * header in the server is caught by the tests instead of copied into them.
 */
export const TEMPLATE_HEADERS = [
  'Factura',
  'Fecha',
  'Moneda',
  'Incoterm',
  'Orden de compra',
  'Guía',
  'País de origen',
  'Unidad de medida',
  'Precio unitario',
  'Número de parte',
  'Cantidad',
  'Descripción',
];
