import { type DynamicModule, Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { redact } from '../config/env.js';
import { AppSetting } from './app-setting.entity.js';
import { AppSettings } from './app-settings.service.js';
import { dataSourceOptions, type EntityClass } from './data-source-options.js';
import { type EmbeddedHandle, openEmbeddedDatabase } from './embedded-database.js';
import { guardOneClient } from './one-client-guard.js';

/**
 * Owns the embedded PGlite when DATABASE_URL is unset. Closing order matters: the DataSource
 * first (its pg client sits on PGlite), then PGlite (an unclosed one keeps a timer alive).
 */
@Injectable()
class EmbeddedDatabase implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private handle?: EmbeddedHandle;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async open(): Promise<EmbeddedHandle> {
    const started = Date.now();
    this.handle = await openEmbeddedDatabase(this.config.dataDir);
    this.logger.log(`Embedded PostgreSQL (PGlite) opened at ${this.config.dataDir} in ${Date.now() - started} ms`);
    return this.handle;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.handle) return;
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource?.isInitialized) await dataSource.destroy();
    await this.handle.close();
    this.handle = undefined;
  }
}

@Global()
@Module({ providers: [EmbeddedDatabase], exports: [EmbeddedDatabase] })
class EmbeddedDatabaseModule {}

@Module({})
export class DatabaseModule {
  /** `entities`: every module's entities, collected by the composition root (src/entities.ts). */
  static forRoot(entities: readonly EntityClass[]): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [AppSettings],
      exports: [AppSettings],
      imports: [
        EmbeddedDatabaseModule,
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG, EmbeddedDatabase],
          useFactory: async (config: AppConfig, embedded: EmbeddedDatabase) => {
            if (config.databaseUrl) {
              new Logger('Database').log(`Using PostgreSQL at ${redact(config.databaseUrl)}`);
              return { ...dataSourceOptions({ url: config.databaseUrl }, entities), retryAttempts: 3, retryDelay: 2000 };
            }
            const { pglite } = await embedded.open();
            return { ...dataSourceOptions({ pglite }, entities), retryAttempts: 0 };
          },
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = new DataSource(options!);
            if (process.env.NODE_ENV === 'test') guardOneClient(dataSource);
            return dataSource.initialize();
          },
        }),
        TypeOrmModule.forFeature([AppSetting]),
      ],
    };
  }
}
