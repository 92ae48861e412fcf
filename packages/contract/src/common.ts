import { z } from 'zod';
import { SubjectTypes, Terminals } from './enums';

/**
 * Fields the client wrapper adds to every body and query (spec 000 §7). The server validates them
 * on every `/visitor/v2` call and scopes every query by `exhibitionId`.
 */
export const commonFieldsSchema = z.object({
  languageType: z.enum(['cn', 'en']).default('cn'),
  exhibitionId: z.string().min(1).max(64),
  appId: z.string().max(64).default(''),
  terminal: z.enum(Terminals).default('PC'),
  subjectType: z.union([z.enum(SubjectTypes), z.literal('')]).default(''),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;

export type Envelope<T> = { code: number; msg: string; data: T };

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/** A page of a list: the schema of `Page<T>` for an item schema. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** The request of a call that takes nothing but the common fields. */
export const noInput = z.object({});

/** A call that answers no data (`data: null`). */
export const noData = z.null();
