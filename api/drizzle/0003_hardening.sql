-- Issue 13 (hardening). Each workstream appends its statements below, separated by statement breakpoints.
SELECT 1;
