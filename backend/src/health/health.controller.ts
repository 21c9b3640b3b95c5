import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthDto } from './health.dto.js';
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
}
