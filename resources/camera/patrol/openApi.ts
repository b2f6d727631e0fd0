import { dataProvider } from '../../../dataProvider';

/**
 * The video open API from the browser (docs/spec.md §9 "openapi uses stored token and JSON"): a token from
 * `camera/getAccessToken`, kept until shortly before it expires, sent in every JSON body. Open API
 * answers always pass (docs/spec.md §8): the caller reads `code` and `msg` itself.
 */

export interface OpenAnswer<T> {
  code: number;
  success?: boolean;
  msg?: string;
  data: T;
}

let stored: { token: string; until: number } | undefined;

async function accessToken(): Promise<string> {
  if (stored && stored.until > Date.now()) return stored.token;
  const answer = await dataProvider.call<{ accessToken: string; expireTime: number }>({
    url: '/api/subject/camera/getAccessToken',
  });
  // Renewed a little before it runs out, so a call never carries one that expires on the way.
  stored = { token: answer.accessToken, until: Date.now() + Math.max(1, answer.expireTime - 10) * 1000 };
  return stored.token;
}

export async function openApi<T>(path: string, body: Record<string, unknown>): Promise<OpenAnswer<T>> {
  const answer = await dataProvider.call<OpenAnswer<T>>({
    url: `/api/openapi/${path}`,
    method: 'POST',
    data: { accessToken: await accessToken(), ...body },
  });
  if (answer?.code === 401) stored = undefined;
  return answer;
}

export interface LiveAnswer {
  cameraId: string;
  url: string;
  expireTime: number;
  viewers: number;
}
export interface RecordAnswer {
  url: string | null;
  records: Array<{ startTime: string; endTime: string }>;
}
