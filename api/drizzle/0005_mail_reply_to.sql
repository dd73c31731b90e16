ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" varchar(255);
