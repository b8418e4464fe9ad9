#pragma once

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

#include <sluice/metrics.h>

#include <vector>

class QToolButton;

namespace sluice {

class JobGraphNodeItem;
class PlanEdgeLabel;
class RunSession;

/// The running plan drawn as in the Plan dock, one box per operator with its live figures
/// (records in/out per second, state size) and a fill that reddens with the backpressure on its
/// input (queue fill). Clicking an operator asks to focus the charts on it.
class JobGraphView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit JobGraphView(QWidget *parent = nullptr);

    /// The session whose plan and figures are drawn (null: none).
    void setSession(RunSession *session);
    /// Rebuilds the boxes when the plan changed, else updates their figures.
    void refresh();
    void setFocusedOperator(const QString &operatorId);

    /// Operator boxes drawn (exchanges are edge labels).
    int nodeCount() const { return m_nodeCount; }
    /// The figures line drawn for an operator ("in 1.2 k/s · out 1.2 k/s"), for tests.
    QString figuresOf(const QString &operatorId) const;
    /// How pressed an operator is: an embedded operator's input queue fill ("queue 40.0%"); a
    /// cluster vertex's share of time backpressured with Flink's level ("backpressured 62.0% (high)").
    static QString pressureText(double share, SubtaskMetrics::Backpressure level);
    /// Clicks the box of an operator, as the user would.
    void activateOperator(const QString &operatorId);
    /// The label of the edge between two operators ("hash[k]\n1.2 k/s · queue 40 %"), for tests.
    QString edgeFiguresOf(const QString &from, const QString &to) const;
    int edgeCount() const { return int(m_edges.size()); }

    /// Zooms so the whole graph shows, never above 100 % nor below `smallest`; the Fit button
    /// does so down to the smallest zoom, and a new plan is fitted as far as it stays readable
    /// until the user picks a zoom (Ctrl+wheel, 100%).
    void fitToView(qreal smallest = kMinZoom);
    static constexpr qreal kMinZoom = 0.1;
    qreal zoom() const { return transform().m11(); }
    void setZoom(qreal scale);

signals:
    void operatorClicked(const QString &operatorId);

protected:
    void changeEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Edge {
        QString from, to; ///< operator ids ("" when not mapped)
        QString exchange; ///< "hash[k]", "forward"
        PlanEdgeLabel *label;
    };

    void rebuild();
    void retranslate();
    void placeButtons();

    QPointer<RunSession> m_session;
    QGraphicsScene *m_scene;
    QHash<QString, JobGraphNodeItem *> m_items; // by operator id
    std::vector<Edge> m_edges;
    QToolButton *m_fitButton;
    QToolButton *m_actualSizeButton;
    bool m_fitOnBuild = true; // until the user zooms
    const void *m_planIdentity = nullptr;       // the plan the boxes were built for
    int m_planNodes = -1; // nodes of the plan the boxes were built for, exchanges included
    int m_nodeCount = 0;
    bool m_mapped = false;
    QString m_focused;
};

} // namespace sluice
