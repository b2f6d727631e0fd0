import type { FastifyInstance } from 'fastify';
import { referenceLabels } from '../../crud/reference-labels';

/**
 * What the reading calls of self-check reports and of their warnings look up beside their own table: the
 * subjects, the checkpoints, the subjects registered to report, and the labels of referenced rows.
 */
export function reportingLookups(app: FastifyInstance) {
  return {
    subjects: app.repo('subject'),
    checkpoints: app.repo('checkpoint'),
    reportSubjects: app.repo('reportsubject'),
    labels: referenceLabels(app.db, app.repos),
  };
}
