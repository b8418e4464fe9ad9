-- expect: accept
-- CREATE CATALOG of type generic_in_memory
CREATE CATALOG scratch WITH ('type' = 'generic_in_memory');
USE CATALOG scratch;
