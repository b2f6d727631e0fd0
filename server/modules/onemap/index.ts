import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 一张图 (issue 13): the map's layers and counts, /api/subject/subject/queryLayer and /sta. */
export async function registerOneMap(_app: FastifyInstance, _deps: AppDeps) {
}
