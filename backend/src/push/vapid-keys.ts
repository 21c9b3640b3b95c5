import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { AppSettings } from '../database/app-settings.service.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, which signs every push (RFC 8292) and which browsers subscribe
 * with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else generated on the first start and kept in
 * the database like the session secret, so every instance signs with the same pair and
 * subscriptions outlive restarts.
 */
@Injectable()
export class VapidKeys implements OnModuleInit {
  private keys?: VapidDetails;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    const { publicKey, privateKey, subject } = this.config.vapid;
    if (publicKey && privateKey) {
      this.keys = { subject, publicKey, privateKey };
      return;
    }
    const stored = await this.settings.getOrCreate('vapidKeys', () => JSON.stringify(webpush.generateVAPIDKeys()));
    const pair = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
    this.keys = { subject, publicKey: pair.publicKey, privateKey: pair.privateKey };
  }

  get details(): VapidDetails {
    if (!this.keys) throw new Error('The VAPID keys are read when the push module starts.');
    return this.keys;
  }
}
