-- expect: reject
-- SHOW TABLES has LIKE but no ILIKE
CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
SHOW TABLES ILIKE 'S%';
