-- expect: accept
-- SET alone lists the configuration
SET;
