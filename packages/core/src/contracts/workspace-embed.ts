import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { requiredId } from './fields.js';

/*
 * The workspace's Embed page (issue 27, docs/embedding.md "Self-service"): an owner lists, adds and
 * removes the organisation's allowed origins — the pages whose widgets may make member calls (the
 * server's CORS allow-list reads them beside PARTNER_ORIGINS). Owners only ('manageEmbed').
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

export const EmbedOrigin = z.object({
  id: z.number(),
  /** https://host[:port], as browsers send it in the Origin header. */
  origin: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type EmbedOrigin = z.infer<typeof EmbedOrigin>;

/** A course of the organisation the apply snippet may name. */
export const EmbedCourse = z.object({ id: z.number(), name: z.string() });
export type EmbedCourse = z.infer<typeof EmbedCourse>;

const originList = z.object({ origins: z.array(EmbedOrigin) });

export const embed = defineCall({
  id: 'workspaceEmbed',
  area,
  summary: "Owner: the organisation's allowed origins and its courses (the Embed page's snippets name one for <sa-apply>).",
  method: 'GET',
  path: '/api/workspace/embed',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({ origins: z.array(EmbedOrigin), courses: z.array(EmbedCourse) }),
});

export const addEmbedOrigin = defineCall({
  id: 'workspaceAddEmbedOrigin',
  area,
  summary: 'Owner: allows an origin (https://host[:port]; http only for localhost; no path) to make member calls from its pages.',
  method: 'POST',
  path: '/api/workspace/embed/origins/add',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ origin: z.string().check(z.maxLength(2000)) }),
  reply: originList,
  status: 201,
});

export const removeEmbedOrigin = defineCall({
  id: 'workspaceRemoveEmbedOrigin',
  area,
  summary: "Owner: removes an allowed origin; its pages' member calls stop within seconds on every instance.",
  method: 'POST',
  path: '/api/workspace/embed/origins/remove',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ originId: requiredId() }),
  reply: originList,
});
