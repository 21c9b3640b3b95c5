import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Report whether this instance, its database and (when configured) Redis are up' })
  @ApiOkResponse({ type: HealthDto, description: 'Everything is up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or Redis is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const result = await this.health.check();
    void reply.status(result.status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
    return result;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the process answers (never touches the database or Redis)' })
  @ApiOkResponse({ type: LivenessDto, description: 'The process is alive' })
  live(@Res({ passthrough: true }) reply: FastifyReply): LivenessDto {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok', uptimeSeconds: this.health.uptimeSeconds() };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness probe: the database answers, migrations are applied and Redis answers when configured' })
  @ApiOkResponse({ type: ReadinessDto, description: 'Ready for traffic' })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Not ready; message names the failing part' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessDto> {
    const result = await this.health.ready();
    void reply.status(result.status === 'ready' ? 200 : 503).header('Cache-Control', 'no-store');
    return result;
  }
}
