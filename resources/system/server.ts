import type { ResourceServer } from '../../server/crud/resource-server';
import user from './user/server';
import dept from './dept/server';
import post from './post/server';
import region from './region/server';
import role from './role/server';
import menu from './menu/server';
import topMenu from './top-menu/server';
import dict from './dict/server';
import dictBiz from './dict-biz/server';
import tenant from './tenant/server';
import tenantPackage from './tenant-package/server';
import client from './client/server';
import dataScope from './data-scope/server';
import apiScope from './api-scope/server';
import logUsual from './log-usual/server';
import logApi from './log-api/server';
import logError from './log-error/server';
import examine from './examine/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const systemServers: ResourceServer[] = [
  user,
  dept,
  post,
  region,
  role,
  menu,
  topMenu,
  dict,
  dictBiz,
  tenant,
  tenantPackage,
  client,
  dataScope,
  apiScope,
  logUsual,
  logApi,
  logError,
  examine,
];
