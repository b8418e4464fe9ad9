#pragma once

// The implementation side of sluice::KafkaSandbox (include/sluice/kafka_sandbox.h), for tests
// that inject faults through librdkafka's mock cluster API directly.

#include <sluice/kafka_sandbox.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

namespace sluice::exec {

/// The mock cluster behind a sandbox (owned by it), e.g. for rd_kafka_mock_push_request_errors.
rd_kafka_mock_cluster_t *mockClusterOf(KafkaSandbox &sandbox);

} // namespace sluice::exec
