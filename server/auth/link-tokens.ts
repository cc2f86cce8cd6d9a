import { createHash, randomBytes } from 'node:crypto';

/** The hex SHA-256 of a text: what the log keeps of a mailed link's token or an e-mail address. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** 256 random bits, URL-safe: the secret a mailed link carries; the log keeps only its SHA-256. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
