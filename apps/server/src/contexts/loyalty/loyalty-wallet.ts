import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { formatLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import forge from 'node-forge';
import { PKPass } from 'passkit-generator';

/**
 * The loyalty card as a phone-wallet pass (decision 0089): a real `.pkpass` built with
 * passkit-generator (pass.json, its images, the manifest and a PKCS #7 signature, zipped), signed
 * with the certificates configuration names, or, without them, a development certificate made
 * on first use in this process (a self-signed authority standing in for Apple's WWDR, and a
 * signer it issued). A development pass is a well-formed, signed file that a phone's wallet will
 * not trust: real passes need the brand's Pass Type ID certificate from Apple.
 */

export interface WalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  /** PEM files; all three or none (then the development certificate). */
  certificates: { wwdrPath: string; signerCertPath: string; signerKeyPath: string } | null;
  signerKeyPassphrase?: string | undefined;
}

interface Certificates {
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
}

/** A one-colour PNG of `size` pixels square (the pass's icon and logo). */
export function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function certificate(
  subject: string,
  publicKeyPem: string,
  issuer: { name: string; privateKeyPem: string },
  authority: boolean,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 5 * 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: authority },
    { name: 'keyUsage', digitalSignature: true, keyCertSign: authority },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A development authority and a signer it issued (RSA keys from Node's own, fast, generator). */
export function developmentCertificates(organizationName: string): Certificates {
  const keys = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
  const authority = keys();
  const signer = keys();
  const authorityName = `${organizationName} development wallet authority`;
  const wwdr = certificate(
    authorityName,
    authority.publicKey,
    { name: authorityName, privateKeyPem: authority.privateKey },
    true,
  );
  const signerCert = certificate(
    `${organizationName} development pass signer`,
    signer.publicKey,
    { name: authorityName, privateKeyPem: authority.privateKey },
    false,
  );
  return { wwdr, signerCert, signerKey: signer.privateKey };
}

/** The pass file for a card. */
export interface WalletPass {
  fileName: string;
  buffer: Buffer;
}

/** Builds passes; the certificates are read (or made) once, on the first pass asked for. */
export function createWalletPasses(config: WalletConfig) {
  let certificates: Promise<Certificates> | null = null;
  const images = {
    'icon.png': solidPng(29, [28, 107, 63]),
    'icon@2x.png': solidPng(58, [28, 107, 63]),
    'logo.png': solidPng(50, [255, 255, 255]),
  };

  async function loadCertificates(): Promise<Certificates> {
    const files = config.certificates;
    if (files === null) return developmentCertificates(config.organizationName);
    const [wwdr, signerCert, signerKey] = await Promise.all([
      readFile(files.wwdrPath, 'utf8'),
      readFile(files.signerCertPath, 'utf8'),
      readFile(files.signerKeyPath, 'utf8'),
    ]);
    return {
      wwdr,
      signerCert,
      signerKey,
      ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
    };
  }

  return {
    async pass(card: {
      cardNumber: string;
      schemeName: string;
      points: number;
    }): Promise<WalletPass> {
      certificates ??= loadCertificates();
      const signing = await certificates.catch((error: unknown) => {
        certificates = null;
        throw error;
      });
      const pass = new PKPass(images, signing, {
        formatVersion: 1,
        passTypeIdentifier: config.passTypeIdentifier,
        teamIdentifier: config.teamIdentifier,
        organizationName: config.organizationName,
        description: `${card.schemeName} card`,
        serialNumber: card.cardNumber,
        logoText: card.schemeName,
        backgroundColor: 'rgb(28, 107, 63)',
        foregroundColor: 'rgb(255, 255, 255)',
        labelColor: 'rgb(255, 255, 255)',
      });
      pass.type = 'storeCard';
      pass.primaryFields.push({
        key: 'card',
        label: 'Card number',
        value: formatLoyaltyCardNumber(card.cardNumber),
      });
      pass.secondaryFields.push({ key: 'points', label: 'Points', value: card.points });
      pass.setBarcodes({
        message: card.cardNumber,
        format: 'PKBarcodeFormatCode128',
        messageEncoding: 'iso-8859-1',
        altText: formatLoyaltyCardNumber(card.cardNumber),
      });
      return { fileName: `${card.schemeName}-card.pkpass`, buffer: pass.getAsBuffer() };
    },
  };
}

export type WalletPasses = ReturnType<typeof createWalletPasses>;
