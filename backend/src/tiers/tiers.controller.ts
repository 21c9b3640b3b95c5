import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.js';
import { TierDto, TierLimitsDto } from './dto/tier.dto.js';
import { INVALID_TIER } from './tiers.errors.js';
import { TiersService } from './tiers.service.js';

/** Public: the SPA shows limits before sign-in (docs/product.md §9: fresh for 5 minutes). */
@ApiTags('tiers')
@ApiExtraModels(TierLimitsDto)
@Controller()
export class TiersController {
  constructor(private readonly tiers: TiersService) {}

  @Get('tier-limits')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The limits of every tier, keyed by tier number (1, 2, 3, 999)' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      additionalProperties: { $ref: getSchemaPath(TierLimitsDto) },
      example: { 1: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 } },
    },
  })
  limits(): Record<string, TierLimitsDto> {
    return Object.fromEntries(Object.entries(this.tiers.all()).map(([n, tier]) => [n, tier.limits]));
  }

  @Get('tiers/:tier')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'One tier: its name, description and limits' })
  @ApiOkResponse({ type: TierDto })
  @ApiErrors(INVALID_TIER)
  get(@Param('tier') tier: string): TierDto {
    return this.tiers.get(/^\d+$/.test(tier) ? Number(tier) : Number.NaN);
  }
}
