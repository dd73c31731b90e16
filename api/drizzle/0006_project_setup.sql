-- Issue 9: placeholder until the area's tables land.
SELECT 1;
