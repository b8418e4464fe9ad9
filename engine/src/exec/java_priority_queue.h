#pragma once

// java.util.PriorityQueue's binary heap, step for step (JDK 17: siftUp on offer, siftDown on
// poll, stable compaction then heapify on bulk removal). Flink's CEP keeps its partial and
// completed matches in such queues and iterates them in array order, so which of two equally
// ranked matches comes first depends on these exact moves; emulating them gives Flink's choice.

#include <cstddef>
#include <utility>
#include <vector>

namespace sluice::exec {

/// `Less(a, b)` returns a negative, zero or positive int like a Java Comparator.
template <class T, class Compare> class JavaPriorityQueue {
public:
    explicit JavaPriorityQueue(Compare compare = Compare()) : m_compare(compare) {}

    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    /// Array order: what iterating the Java queue visits.
    const std::vector<T> &items() const { return m_heap; }
    std::vector<T> &items() { return m_heap; }
    const T &peek() const { return m_heap.front(); }

    void offer(T value)
    {
        m_heap.push_back(std::move(value));
        siftUp(m_heap.size() - 1);
    }

    T poll()
    {
        T result = std::move(m_heap.front());
        T last = std::move(m_heap.back());
        m_heap.pop_back();
        if (!m_heap.empty())
            siftDown(0, std::move(last), m_heap.size());
        return result;
    }

    /// removeAll / removeIf: keeps the survivors in array order, then heapifies (only when one
    /// was removed, as Java does).
    template <class Predicate> bool removeIf(Predicate remove)
    {
        std::size_t i = 0;
        while (i < m_heap.size() && !remove(m_heap[i]))
            ++i;
        if (i == m_heap.size())
            return false;
        std::size_t w = i;
        for (++i; i < m_heap.size(); ++i)
            if (!remove(m_heap[i]))
                m_heap[w++] = std::move(m_heap[i]);
        m_heap.resize(w);
        heapify();
        return true;
    }

private:
    void siftUp(std::size_t k)
    {
        T x = std::move(m_heap[k]);
        while (k > 0) {
            const std::size_t parent = (k - 1) / 2;
            if (m_compare(x, m_heap[parent]) >= 0)
                break;
            m_heap[k] = std::move(m_heap[parent]);
            k = parent;
        }
        m_heap[k] = std::move(x);
    }

    void siftDown(std::size_t k, T x, std::size_t n)
    {
        const std::size_t half = n / 2;
        while (k < half) {
            std::size_t child = 2 * k + 1;
            const std::size_t right = child + 1;
            if (right < n && m_compare(m_heap[child], m_heap[right]) > 0)
                child = right;
            if (m_compare(x, m_heap[child]) <= 0)
                break;
            m_heap[k] = std::move(m_heap[child]);
            k = child;
        }
        m_heap[k] = std::move(x);
    }

    void heapify()
    {
        const std::size_t n = m_heap.size();
        for (std::size_t i = n / 2; i-- > 0;)
            siftDown(i, std::move(m_heap[i]), n);
    }

    Compare m_compare;
    std::vector<T> m_heap;
};

} // namespace sluice::exec
