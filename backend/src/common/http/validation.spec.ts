import 'reflect-metadata';
import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsInt, IsString, MinLength } from 'class-validator';
import request from 'supertest';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter.js';
import { createValidationPipe } from './validation.js';

class CreateThingDto {
  @IsString({ message: 'Name must be text' })
  @MinLength(3, { message: 'Name must be at least 3 characters' })
  name: string;

  @IsInt({ message: 'Size must be a whole number' })
  size: number;
}

@Controller('things')
class ThingsController {
  @Post()
  create(@Body() body: CreateThingDto) {
    return { name: body.name, size: body.size, sizeType: typeof body.size };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

describe('global validation and error shape', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(), { logger: false });
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('answers the DTO sentence of the first problem as {statusCode, message, error}, never a list', async () => {
    const res = await request(app.getHttpServer()).post('/things').send({ name: 'ab', size: 1.5 }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Name must be at least 3 characters',
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      params: {},
    });
    // Unknown fields come first; a long name is cut short.
    const many = await request(app.getHttpServer())
      .post('/things')
      .send({ name: 'ab', size: 1.5, ['x'.repeat(500)]: 1, other: 2 })
      .expect(400);
    expect(many.body.message).toBe(`Unknown field "${'x'.repeat(60)}…".`);
  });

  it('refuses unknown fields by name', async () => {
    const res = await request(app.getHttpServer()).post('/things').send({ name: 'abc', size: 2, ownerId: 7 }).expect(400);
    expect(res.body.message).toBe('Unknown field "ownerId".');
  });

  it('passes valid bodies through, transformed to the DTO', async () => {
    const res = await request(app.getHttpServer()).post('/things').send({ name: 'abc', size: 2 }).expect(201);
    expect(res.body).toEqual({ name: 'abc', size: 2, sizeType: 'number' });
  });

  it('hides unexpected failures behind a 500 sentence', async () => {
    const filter = new AllExceptionsFilter();
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      header() {
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/x' }), getResponse: () => reply }),
    };
    jestSilenceLogger();
    filter.catch(new Error('connection string postgres://secret@db leaked?'), host as never);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again in a moment.',
      error: 'Internal Server Error',
      code: 'SERVER_FAILED',
      params: {},
    });
  });
});

function jestSilenceLogger(): void {
  // The filter logs unexpected errors with their stack; keep the test output clean.
  import('@nestjs/common').then(({ Logger }) => Logger.overrideLogger(false)).catch(() => {});
}
