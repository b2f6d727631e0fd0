import fp from 'fastify-plugin';
import { registerReportCheck } from './reportcheck';
import { registerReportCheckReads } from './reportcheck-reads';
import { registerReportEvidence } from './evidence';
import { registerReportWarnings } from './warnings';

/** 企业自查 domain (domain.md flow 1): self-check reports, their findings and warnings, cases and filings. */
export default fp(
  async (app) => {
    // First: the report's own hook normalizes the row that hooks registered after it (warnings) read.
    registerReportCheck(app);
    registerReportEvidence(app);
    registerReportCheckReads(app);
    registerReportWarnings(app);
  },
  { name: 'domain:report', dependencies: ['repositories'] },
);
