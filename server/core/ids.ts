import { Snowflake } from '@sapphire/snowflake';

// Blade ids are 64-bit snowflakes serialized as strings. The worker id spreads instances that share a
// database (set WORKER_ID per instance; a random one is used otherwise, so clashes stay improbable).
const epoch = new Date('2020-01-01T00:00:00Z');
const snowflake = new Snowflake(epoch);
const workerId = BigInt(process.env.WORKER_ID ?? Math.floor(Math.random() * 32));
const processId = BigInt(process.pid % 32);

export const newId = (): string => snowflake.generate({ workerId, processId }).toString();

/** A well-formed id from the wire: digits only, fits a signed 64-bit integer. */
export const isId = (v: unknown): v is string =>
  typeof v === 'string' && /^[1-9][0-9]{0,18}$/.test(v) && BigInt(v) <= 9223372036854775807n;
