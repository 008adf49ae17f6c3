import type { FastifyInstance } from 'fastify';
import type { HeadData } from '@festival/shared/head/head-data';
import type { RouteMatch } from '@festival/shared/routes/route-table';

/** Who asks: editors also get documents of offline CMS pages (spec §4); without it, a visitor. */
export interface HeadViewer {
  editor: boolean;
}

/** null means the route's object does not exist (or is offline for this visitor): a 404 document. */
export type HeadResolver = (app: FastifyInstance, match: RouteMatch, viewer?: HeadViewer) => Promise<HeadData | null>;
