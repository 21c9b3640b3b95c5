import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hosts' requests for a bigger plan, answered in the back office (docs/product.md "Plans that fit a party"). */
export class PlanRequests1764703500000 implements MigrationInterface {
  name = 'PlanRequests1764703500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "plan_requests" ("requestId" SERIAL NOT NULL, "userId" integer NOT NULL, "tier" integer NOT NULL, "fromTier" integer NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedBy" character varying(50), "reason" character varying(200), CONSTRAINT "PK_plan_requests" PRIMARY KEY ("requestId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_plan_requests_userId" ON "plan_requests"("userId")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_plan_requests_pending" ON "plan_requests"("userId") WHERE "status" = 'pending'`);
    await queryRunner.query(
      `ALTER TABLE "plan_requests" ADD CONSTRAINT "FK_plan_requests_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "plan_requests"`);
  }
}
