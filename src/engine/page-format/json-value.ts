import { isRecord } from '../../schema/is-record';

/** A value as JSON can hold it: what a page file is before its schema has read it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Whether a value is plain JSON through and through (what JSON.parse returns always is). */
export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJsonValue);
  return isRecord(value) && Object.values(value).every(isJsonValue);
}

/** Whether a JSON value is an object (not null, not a list). */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return isRecord(value);
}
