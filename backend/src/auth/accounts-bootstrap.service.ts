import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { AppSettings } from '../database/app-settings.service.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { UsersService } from '../users/users.service.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generateBetaCode(): string {
  const block = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `PARTY-${block()}-${block()}`;
}

export interface StartupNotice {
  adminUsername: string;
  /** The ordinary account holding ADMIN_USERNAME when the admin had to be created under another name. */
  adminNameTakenBy?: string;
  /** Only on the start that created the admin with a generated password (shown once). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
  betaCodes: string[];
  betaCodeGenerated: boolean;
}

/**
 * First start: an admin from ADMIN_USERNAME / ADMIN_PASSWORD (or a generated password, printed
 * once) when no admin exists (under `<name>-2` when an ordinary account holds the name), and a beta code kept in the database when BETA_CODES is unset.
 * Safe with N instances starting at once (an advisory lock around the admin check).
 */
@Injectable()
export class AccountsBootstrap implements OnApplicationBootstrap {
  notice?: StartupNotice;
  private betaCodes: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettings,
    private readonly users: UsersService,
  ) {}

  /** The beta codes sign-up accepts (case-insensitive). */
  acceptsBetaCode(code: string): boolean {
    return this.betaCodes.some((accepted) => accepted.toLowerCase() === code.trim().toLowerCase());
  }

  async onApplicationBootstrap(): Promise<void> {
    let betaCodeGenerated = false;
    if (this.config.betaCodes.length > 0) this.betaCodes = this.config.betaCodes;
    else {
      const stored = await this.settings.getOrCreate('betaCode', generateBetaCode);
      this.betaCodes = [stored.value];
      betaCodeGenerated = true;
    }

    const generated = this.config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const outcome = await this.users.ensureAdmin({
      username: this.config.adminUsername,
      displayName: 'Admin',
      password: this.config.adminPassword ?? generated!,
      subscriptionTier: ADMIN_TIER,
    });
    const created = outcome.created;
    const password = created ? generated : undefined;
    this.notice = {
      adminUsername: outcome.username ?? this.config.adminUsername,
      adminNameTakenBy: outcome.nameTakenBy,
      adminCreated: created,
      generatedAdminPassword: password,
      betaCodes: this.betaCodes,
      betaCodeGenerated,
    };
  }

  /** The lines main.ts prints at start (the README quotes them). */
  startupLines(): string[] {
    const n = this.notice;
    if (!n) return [];
    const lines: string[] = [];
    if (n.adminNameTakenBy) {
      lines.push(`The name "${n.adminNameTakenBy}" (ADMIN_USERNAME) belongs to an ordinary account, which stays ordinary: the admin is "${n.adminUsername}".`);
    }
    if (n.adminCreated) {
      lines.push(
        n.generatedAdminPassword
          ? `Admin login: ${n.adminUsername} / ${n.generatedAdminPassword}   (generated; shown only now, change it in the profile screen)`
          : `Admin login: ${n.adminUsername} (password from ADMIN_PASSWORD)`,
      );
    }
    lines.push(
      n.betaCodeGenerated
        ? `Beta code: ${n.betaCodes[0]}   (generated; set BETA_CODES to choose your own)`
        : `Beta codes: ${n.betaCodes.length} configured in BETA_CODES`,
    );
    return lines;
  }
}
