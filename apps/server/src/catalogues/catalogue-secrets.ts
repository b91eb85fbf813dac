import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { CatalogueDefinition } from '@portal/contract';

const VERSION = 'v1';

/**
 * Seals and opens the values of `secret` fields (software credentials) with AES-256-GCM: a fresh
 * 96-bit nonce per value and the authentication tag stored beside it, so a changed ciphertext is
 * refused rather than misread. The key is derived from the configured SECRETS_KEY with HKDF.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, 'portal-aduanal', 'catalogue-secret-fields', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** The definition's secret fields. */
export function secretFields(definition: CatalogueDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => field.kind === 'secret')
    .map(([name]) => name);
}

/** The input with every given secret sealed; absent secrets stay absent (kept), null clears. */
export function sealSecrets(definition: CatalogueDefinition, input: Record<string, unknown>, box: SecretBox): Record<string, unknown> {
  const names = secretFields(definition);
  if (names.length === 0) return input;
  const sealed = { ...input };
  for (const name of names) {
    const value = sealed[name];
    if (value === undefined) delete sealed[name];
    else if (typeof value === 'string') sealed[name] = box.seal(value);
  }
  return sealed;
}
