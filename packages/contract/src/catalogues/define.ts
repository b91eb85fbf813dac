import type { GrantAction, Resource } from '../permissions.ts';

/**
 * A catalogue is a definition, not code (docs/architecture.md): one `defineCatalogue` call gives the
 * zod schemas, the table, the API routes, the list and form screens, the i18n keys
 * (`catalogues.<name>.*`) and the permission resource.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'references'
  | 'rfc'
  | 'rfcOrTaxId'
  | 'curp'
  | 'clabe'
  | 'fraccion'
  | 'nico'
  | 'language'
  /** A time of day, `HH:mm` (start and end of a turn). */
  | 'time'
  /** Kept encrypted at rest, never in lists, items, exports or the audit; revealed on request to writers. */
  | 'secret'
  /** Uploaded files (PDF, images) kept in the file storage: `[{ fileId, fileName, contentType, sizeBytes }]`. */
  | 'documents';

/** The data-scope keys of spec point 6: a field holding one of them restricts scoped users. */
export type ScopeKey = 'clienteId' | 'proveedorId' | 'aduana' | 'patente';

export interface FieldDefinition {
  kind: FieldKind;
  required?: boolean;
  /** Text length limit (also the column's varchar length). */
  maxLength?: number;
  /** Numbers: bounds and, for decimals, the scale (numeric(precision, scale), exact). */
  min?: number;
  max?: number;
  precision?: number;
  scale?: number;
  /** `enum`: the allowed values; labels are `catalogues.<name>.values.<field>.<value>`. */
  values?: readonly string[];
  /** `reference` / `references`: the catalogue this field points to (its id, or ids, are stored). */
  references?: string;
  /** A code chosen from an options domain (`/api/Opciones/<domain>`), e.g. units of measure. */
  optionsDomain?: string;
  /** `unique` within records sharing these fields (a part number is unique per customer). */
  uniqueWith?: readonly string[];
  /** Matched by the list's `search` (case- and accent-insensitive). */
  searchable?: boolean;
  /** May be used in `sort=`. */
  sortable?: boolean;
  /** May be used as an equality filter in the list query. */
  filterable?: boolean;
  /** No two records share the value (case-insensitive for text). */
  unique?: boolean;
  /** The field carries a data-scope key: scoped users see and write only their own. */
  scope?: ScopeKey;
  /** Default for new records. */
  defaultValue?: string | number | boolean;
  /** Shown on its own full-width row in the form. */
  wide?: boolean;
  /** `text`: the value must match (a postal code, an IP address); `patternMessage` is its message key. */
  pattern?: RegExp;
  patternMessage?: string;
  /**
   * The value may not be less than another field's (a maximum age against the minimum, a closing date
   * against the opening one); checked in the browser and on the server when both are given.
   * The message is the catalogue's own `catalogues.<name>.messages.<field>` (it names both fields).
   */
  atLeast?: string;
  /** `date`: lists highlight values that fall within this many days from today, or are past. */
  expiryWarningDays?: number;
}

export interface CatalogueRoutes {
  /** List screen path. */
  list: string;
  /** Add screen path; absent means the add form lives on `edit` without an id. */
  add?: string;
  /** Action the add screen needs (create unless the spec says otherwise). */
  addAction?: GrantAction;
  /** Edit screen path; `:<idField>` in it carries the id, otherwise the id comes as `?<idField>=`. */
  edit: string;
  /** Action the edit screen needs (spec point 2 says which need write). */
  editAction?: GrantAction;
  /** History screen of one record (the part log), read access. */
  log?: string;
  /** Further paths of the edit screen, each with its own action when it differs (brands' details need write). */
  editAliases?: readonly (string | { path: string; action: GrantAction })[];
  /** Tree view screen of a catalogue with `tree` (the org chart), read access; not in the spec, our choice. */
  tree?: string;
  /** A printable view of one record (a driver's badge), linked from its edit screen; `:<idField>` carries the id. */
  print?: string;
}

/** A definition as written: field names in displayField, listColumns and parent are checked. */
export interface CatalogueDefinitionInput<F extends Record<string, FieldDefinition>> extends Omit<
  CatalogueDefinition,
  'fields' | 'displayField' | 'listColumns' | 'parent' | 'tree'
> {
  fields: F;
  displayField: keyof F & string;
  listColumns: readonly (keyof F & string)[];
  parent?: { catalogue: string; field: keyof F & string; standalone?: boolean };
  tree?: { parentField: keyof F & string; orderField?: keyof F & string };
}

export interface CatalogueDefinition {
  name: string;
  /** The spec's API path, e.g. `/api/Destinatarios`. */
  apiPath: string;
  /** The spec's own singular DELETE path where it differs (`/api/GeneralDatos/LineaTransporte`). */
  deletePath?: string;
  /** Primary key, also the route parameter (`destinatarioId`). */
  idField: string;
  /** The id itself is a data-scope key (customers are scoped by their own id). */
  idScope?: ScopeKey;
  resource: Resource;
  /** Where create, write and delete are granted by another resource than reading (banks: read Banco, write CuentaBancaria). */
  writeResource?: Resource;
  /** Database table name. */
  table: string;
  fields: Readonly<Record<string, FieldDefinition>>;
  /** The field that names a record in selects, references and confirmations. */
  displayField: string;
  /** Columns of the list screen, in order. */
  listColumns: readonly string[];
  routes: CatalogueRoutes;
  /** Menu placement; absent for catalogues shown inside another's screen. */
  menu?: { group: string; icon: string };
  /**
   * A catalogue whose records belong to a record of another (recipients of a customer): its list is
   * shown on the parent's edit screen. `standalone` keeps its own list screen and menu-less routes too
   * (a profile's skills: listed on the profile and at /apps/human-resources/profile-hability/list).
   */
  parent?: { catalogue: string; field: string; standalone?: boolean };
  /**
   * Records form a tree through a reference to the same catalogue (an area depends on an area):
   * saving refuses cycles and `GET <apiPath>/Arbol` answers every node for the tree view.
   */
  tree?: { parentField: string; orderField?: string };
  /**
   * Resources of other screens that pick records of this catalogue (bulletin subscribers, user scope) or filter their
   * lists by it: read, create or write on one of them opens the catalogue's options, inside the caller's scope.
   */
  pickedBy?: readonly Resource[];
  /** Default list order when the query has none: the id descending (spec point 9). */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
}

export function defineCatalogue<const F extends Record<string, FieldDefinition>>(
  definition: CatalogueDefinitionInput<F>,
): CatalogueDefinition {
  return definition;
}

/** The resource that grants create, write and delete on a catalogue. */
export function writeResourceOf(definition: CatalogueDefinition): Resource {
  return definition.writeResource ?? definition.resource;
}

/** The flag an item carries for a secret field: `credenciales` → `credencialesGuardado`. */
export function secretSavedKey(field: string): string {
  return `${field}Guardado`;
}

/** The reference's display key in an item: `clienteId` → `clienteTexto`. */
export function referenceTextKey(field: string): string {
  return `${field.replace(/Id$/, '')}Texto`;
}
