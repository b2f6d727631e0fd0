/** What a third-party identity provider tells us about the person who signed in there. */
export interface SocialProfile {
  /** The person's stable id at the provider. */
  uuid: string;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
}

/**
 * A third-party sign-in source (grant_type=social, `source` parameter). `exchange` turns the one-time
 * code the provider handed the browser into the person's profile, or throws.
 */
export interface SocialProvider {
  source: string;
  exchange(code: string, state: string): Promise<SocialProfile>;
}

export class SocialProviders {
  private readonly bySource = new Map<string, SocialProvider>();

  constructor(providers: SocialProvider[]) {
    for (const p of providers) this.bySource.set(p.source, p);
  }

  get(source: string): SocialProvider | undefined {
    return this.bySource.get(source);
  }
}
