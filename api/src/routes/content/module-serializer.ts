import type { FastifySerializerCompiler } from 'fastify';

/**
 * Answers that carry page-editor modules are serialised with JSON.stringify. Their schema (a
 * union of 29 module shapes, nested once in sections) stays on the route for validation in
 * tests and for the OpenAPI document, but compiling it into a serializer costs about a second
 * on the first request of every route; the services build these answers field by field anyway.
 */
export const moduleAnswerSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
