import { resourceServer } from '../../../server/crud/resource-server';
import { certificationRules } from '../../../server/domains/consumer/certification';
import usercertification from './schema';

/** 实名认证: stamped when applied for, kept as reviewed; a pass certifies the app user (certification.ts). */
export default resourceServer(usercertification, (app) => {
  const rules = certificationRules(app);
  return { onWrite: rules.onCertification, actions: { pass: rules.onPass } };
});
