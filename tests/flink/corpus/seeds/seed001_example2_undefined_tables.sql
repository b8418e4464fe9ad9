-- expect: reject
-- seed 001 example 2 alone: t1 and t2 are not defined
CREATE TABLE print (`user_id` VARCHAR, `user_name` VARCHAR, `score` INT) WITH ('connector' = 'print');
INSERT INTO print
SELECT t1.user_id, t1.user_name, t3.score
FROM t1
  JOIN (SELECT UPPER(t2.user_id) AS user_id, t2.score FROM t2) AS t3 ON t1.user_id = t3.user_id;
