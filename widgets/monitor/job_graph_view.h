#pragma once

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

namespace sluice {

class JobGraphNodeItem;
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

    int nodeCount() const { return int(m_items.size()); }
    /// The figures line drawn for an operator ("in 1.2 k/s · out 1.2 k/s"), for tests.
    QString figuresOf(const QString &operatorId) const;
    /// Clicks the box of an operator, as the user would.
    void activateOperator(const QString &operatorId);

signals:
    void operatorClicked(const QString &operatorId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QPointer<RunSession> m_session;
    QGraphicsScene *m_scene;
    QHash<QString, JobGraphNodeItem *> m_items; // by operator id
    const void *m_planIdentity = nullptr;       // the plan the boxes were built for
    int m_planNodes = -1;
    bool m_mapped = false;
    QString m_focused;
};

} // namespace sluice
