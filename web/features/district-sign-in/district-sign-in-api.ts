import { z } from 'zod';
import { getJson } from '../../shared/http/json-request';

/** `GET /custom-domains/{name}` → `{ name, displayName }`, or 404 `sign_in.unknown_custom_domain` (docs/sign-in.md). */
export const customDomainSchema = z.object({ name: z.string(), displayName: z.string() });
export type CustomDomain = z.infer<typeof customDomainSchema>;

export type FetchCustomDomain = (name: string, signal?: AbortSignal) => Promise<CustomDomain>;

export const fetchCustomDomain: FetchCustomDomain = (name, signal) =>
  getJson(`/custom-domains/${encodeURIComponent(name)}`, customDomainSchema, signal ? { signal } : {});
