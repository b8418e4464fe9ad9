#include "connectors/kafka_sandbox_relay.h"

#include <sluice/text.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace sluice::exec {

namespace {

constexpr std::size_t kMaxPending = 1 << 20; // per direction; reading pauses above it

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL, 0) | O_NONBLOCK);
}

int connectTo(const std::string &host, int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<std::uint16_t>(port));
    if (::inet_pton(AF_INET, host.c_str(), &addr.sin_addr) != 1 ||
        ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    setNonBlocking(fd);
    return fd;
}

// One client connection and its broker connection; bytes waiting to be written to each side.
struct Pair {
    int client = -1;
    int broker = -1;
    std::string toBroker;
    std::string toClient;
    bool closed = false;
};

// Reads what `from` has into `pending`; false on end of stream or error.
bool pump(int from, std::string &pending)
{
    char buf[64 * 1024];
    const ssize_t n = ::recv(from, buf, sizeof buf, 0);
    if (n > 0) {
        pending.append(buf, static_cast<std::size_t>(n));
        return true;
    }
    return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR);
}

// Writes what it can of `pending` to `to`; false on error.
bool drain(int to, std::string &pending)
{
    const ssize_t n = ::send(to, pending.data(), pending.size(), MSG_NOSIGNAL);
    if (n >= 0) {
        pending.erase(0, static_cast<std::size_t>(n));
        return true;
    }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
}

} // namespace

Result<std::unique_ptr<KafkaSandboxRelay>> KafkaSandboxRelay::start(int port, const std::string &target)
{
    if (port < 0 || port > 65535)
        return Status::invalidArgument(
            sluice::Engine::tr("The sandbox port must be between 0 and 65535, not %1").arg(port));
    const auto colon = target.rfind(':');
    if (colon == std::string::npos)
        return Status::internal("the sandbox broker address '" + target + "' has no port");
    const std::string host = target.substr(0, colon);
    const int targetPort = std::atoi(target.c_str() + colon + 1);

    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener < 0) {
        const int err = errno;
        return Status::ioError(sluice::Engine::tr("Cannot open a socket for the sandbox: %1").arg(std::strerror(err)));
    }
    const int yes = 1;
    ::setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<std::uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(listener, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 ||
        ::listen(listener, 64) != 0) {
        const int err = errno;
        ::close(listener);
        if (err == EADDRINUSE)
            return Status::ioError(sluice::Engine::tr("Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2 (is "
                                                      "a Kafka broker or another sandbox running? choose another "
                                                      "--port)")
                                       .arg(port)
                                       .arg(std::strerror(err)));
        return Status::ioError(sluice::Engine::tr("Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2")
                                   .arg(port)
                                   .arg(std::strerror(err)));
    }
    socklen_t len = sizeof addr;
    ::getsockname(listener, reinterpret_cast<sockaddr *>(&addr), &len);
    setNonBlocking(listener);
    int wake[2];
    if (::pipe2(wake, O_CLOEXEC | O_NONBLOCK) != 0) {
        const int err = errno;
        ::close(listener);
        return Status::ioError(sluice::Engine::tr("Cannot create the sandbox relay's pipe: %1").arg(std::strerror(err)));
    }
    return std::make_unique<KafkaSandboxRelay>(listener, wake[0], wake[1], ntohs(addr.sin_port), host,
                                               targetPort);
}

KafkaSandboxRelay::KafkaSandboxRelay(int listener, int wakeRead, int wakeWrite, int port,
                                     std::string targetHost, int targetPort)
    : m_listener(listener), m_wakeRead(wakeRead), m_wakeWrite(wakeWrite), m_port(port),
      m_targetHost(std::move(targetHost)), m_targetPort(targetPort)
{
    m_thread = std::thread([this] {
        ::pthread_setname_np(::pthread_self(), "sluice:kafka-rly");
        run();
    });
}

KafkaSandboxRelay::~KafkaSandboxRelay()
{
    const char stop = 1;
    [[maybe_unused]] const ssize_t n = ::write(m_wakeWrite, &stop, 1);
    if (m_thread.joinable())
        m_thread.join();
    ::close(m_listener);
    ::close(m_wakeRead);
    ::close(m_wakeWrite);
}

void KafkaSandboxRelay::run()
{
    std::vector<Pair> pairs;
    std::vector<pollfd> fds;
    while (true) {
        fds.clear();
        fds.push_back({m_wakeRead, POLLIN, 0});
        fds.push_back({m_listener, POLLIN, 0});
        for (const Pair &p : pairs) {
            short c = p.toBroker.size() < kMaxPending ? POLLIN : 0;
            short b = p.toClient.size() < kMaxPending ? POLLIN : 0;
            if (!p.toClient.empty())
                c |= POLLOUT;
            if (!p.toBroker.empty())
                b |= POLLOUT;
            fds.push_back({p.client, c, 0});
            fds.push_back({p.broker, b, 0});
        }
        if (::poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (fds[0].revents)
            break; // stop requested
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            Pair &p = pairs[i];
            const short c = fds[2 + 2 * i].revents;
            const short b = fds[3 + 2 * i].revents;
            bool ok = true;
            if (c & (POLLIN | POLLHUP | POLLERR))
                ok = pump(p.client, p.toBroker) && ok;
            if (b & (POLLIN | POLLHUP | POLLERR))
                ok = pump(p.broker, p.toClient) && ok;
            if (ok && (c & POLLOUT))
                ok = drain(p.client, p.toClient);
            if (ok && (b & POLLOUT))
                ok = drain(p.broker, p.toBroker);
            if (!ok) {
                // Either side closed: the other is closed too (Kafka clients never half-close).
                ::close(p.client);
                ::close(p.broker);
                p.closed = true;
            }
        }
        std::erase_if(pairs, [](const Pair &p) { return p.closed; });
        if (fds[1].revents & POLLIN) {
            while (true) {
                const int client = ::accept4(m_listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
                if (client < 0)
                    break;
                const int broker = connectTo(m_targetHost, m_targetPort);
                if (broker < 0) {
                    ::close(client); // the client sees a refused bootstrap and retries
                    continue;
                }
                pairs.push_back({client, broker, {}, {}, false});
            }
        }
    }
    for (const Pair &p : pairs) {
        ::close(p.client);
        ::close(p.broker);
    }
}

} // namespace sluice::exec
