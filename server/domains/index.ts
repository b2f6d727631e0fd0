import system from './system';
import platform from './platform';
import subject from './subject';
import report from './report';
import random from './random';
import supervise from './supervise';
import transfer from './transfer';
import consumer from './consumer';
import desk from './desk';
import camera from './camera';
import statistics from './statistics';
import onemap from './onemap';
import workflow from './workflow';
import sms from './sms';
import develop from './develop';

/**
 * The domains, each a Fastify plugin (`server/domains/<domain>/index.ts`) with its name and the
 * plugins it needs: what is not one resource's (sign-in, menus, statistics, the map, the workflow
 * engine, the SMS outbox, the camera gateway, file storage) and the logic the resources' behaviour
 * uses. Registered in this order, before the resources' own routes.
 */
export const domainPlugins = [
  system,
  platform,
  subject,
  report,
  random,
  supervise,
  transfer,
  consumer,
  desk,
  camera,
  statistics,
  onemap,
  workflow,
  sms,
  develop,
];
