import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppSetting } from './app-setting.entity.js';

/** Generated-once values shared by every instance on one database (see AppSetting). */
@Injectable()
export class AppSettings {
  constructor(@InjectRepository(AppSetting) private readonly appSettings: Repository<AppSetting>) {}

  /** The stored value, or `generate()` stored atomically: N instances starting at once agree. */
  async getOrCreate(key: string, generate: () => string): Promise<{ value: string; created: boolean }> {
    const inserted: { value: string }[] = await this.appSettings.query(
      `INSERT INTO "app_settings" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING RETURNING "value"`,
      [key, generate()],
    );
    if (inserted.length === 1) return { value: inserted[0].value, created: true };
    const [row] = await this.appSettings.query(`SELECT "value" FROM "app_settings" WHERE "key" = $1`, [key]);
    return { value: row.value, created: false };
  }
}
