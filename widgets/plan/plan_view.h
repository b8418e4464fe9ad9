#pragma once

#include "analysis_runner.h"

#include <sluice/script.h>

#include <QList>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QGraphicsItem;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTextBrowser;

namespace sluice {

class SqlEditor;

/// The Plan dock's contents: the physical plan of the current job drawn as a graph of operators
/// (kind, parallelism, changelog mode, state TTL), one statement at a time, with the engine's
/// EXPLAIN text in a second tab. Follows an editor: re-plans off the GUI thread, debounced, as
/// its text changes. Double-clicking an operator asks to select the SQL it came from.
class PlanView : public QWidget
{
    Q_OBJECT

public:
    using ExplainFunction = std::function<ExplainResult(std::string)>;

    explicit PlanView(QWidget *parent = nullptr);

    /// The editor whose text is planned (null: none). Plans it right away.
    void setEditor(SqlEditor *editor);
    /// Replaces the planner (the engine's explainScript by default); must be thread-safe.
    void setExplainFunction(ExplainFunction explain);
    /// Debounce delay after a change, in milliseconds.
    void setDelay(int milliseconds) { m_runner.setDelay(milliseconds); }

    /// Shows `result` (the runner calls this; tests may too).
    void setExplainResult(const ExplainResult &result);
    const ExplainResult &explainResult() const { return m_result; }

    /// The statement shown, as an index into explainResult().graphs (-1: none).
    int currentStatement() const;
    void setCurrentStatement(int index);
    /// Operators drawn for the current statement (exchanges are drawn as edge labels), and
    /// the edges between them.
    int nodeCount() const { return m_nodeCount; }
    int edgeCount() const { return m_edgeCount; }
    /// An edge's label as drawn: its exchange kind ("hash[tier]", "forward", ...) and where.
    struct EdgeLabel {
        int from = 0; ///< producer node id
        int to = 0;   ///< consumer node id
        QString text;
        QRectF sceneRect;
    };
    QList<EdgeLabel> edgeLabels() const;
    QGraphicsScene *scene() const { return m_scene; }
    /// Activates the drawn node with this id, as a double-click does.
    void activateNode(int id);

    /// Whether a planning run is pending or in flight.
    bool isBusy() const { return m_runner.isBusy(); }

signals:
    /// The user double-clicked an operator: select bytes [begin, end) of the editor's text.
    void nodeActivated(int begin, int end);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void replan(bool now);
    void redraw();
    void fitGraph();
    void showDetails(int index);
    void onFinished(quint64 generation, const std::any &result, const QString &error);

    AnalysisRunner m_runner;
    QPointer<SqlEditor> m_editor;
    QMetaObject::Connection m_textConnection;
    struct DrawnLabel {
        int from = 0;
        int to = 0;
        QString text;
        QGraphicsItem *item = nullptr; // owned by m_scene
    };

    ExplainResult m_result;
    bool m_explained = false; ///< a result was shown (its texts are worded again on a language change)
    std::vector<DrawnLabel> m_edgeLabels;
    int m_nodeCount = 0;
    int m_edgeCount = 0;
    bool m_stale = false; // the text changed while the view was hidden
    bool m_topToBottom = true; // layers flow downwards (a tall view) or rightwards (a wide one)

    QComboBox *m_statements = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QGraphicsScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    QPlainTextEdit *m_text = nullptr;
};

} // namespace sluice
